#pragma once

// A test program's settings and data in throwaway test folders of its own.

#include <QCoreApplication>
#include <QStandardPaths>

namespace bd::test {

inline void useTestFolders(const char *testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("BillingDeskTests"));
    QCoreApplication::setApplicationName(QString::fromLatin1(testName));
}

} // namespace bd::test
