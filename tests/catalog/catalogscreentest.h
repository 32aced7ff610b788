#pragma once

// The catalog screen as the tests of its room open it: signed in to the sandbox with the API key,
// shown (at `size` when given), the catalog loaded.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "widgets/catalog/catalogscreen.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace bd::test {

inline std::unique_ptr<bd::widgets::CatalogScreen> loadedScreen(ApiFixture &f, QSize size = {})
{
    f.signInWithApiKey();
    auto screen = std::make_unique<bd::widgets::CatalogScreen>(accountOf(f.client));
    if (size.isValid())
        screen->resize(size);
    screen->show();
    QSignalSpy loaded(screen.get(), &bd::widgets::CatalogScreen::loaded);
    screen->reload();
    if (!loaded.wait(10000))
        QTest::qFail("the catalog did not load", __FILE__, __LINE__); // the test fails here
    return screen;
}

} // namespace bd::test
