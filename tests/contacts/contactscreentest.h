#pragma once

// What the contact screens' tests do as a person would, shared by them.

#include "widgets/contacts/contactscreen.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

namespace bd::test {

// Opens a contact as a person does: its id typed into the lookup, then Enter; waits for it.
inline void openContactByLookup(widgets::ContactScreen &screen, const QString &id)
{
    auto *lookup = screen.findChild<QComboBox *>(QStringLiteral("lookup"));
    lookup->setFocus();
    lookup->clearEditText();
    QTest::keyClicks(lookup->lineEdit(), id);
    QSignalSpy loaded(&screen, &widgets::ContactScreen::contactLoaded);
    QTest::keyClick(lookup->lineEdit(), Qt::Key_Return);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(screen.loadedContact().info.id.valueOr({}), id);
}

} // namespace bd::test
