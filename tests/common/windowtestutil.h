#pragma once

// The whole main window for a test, as the app shows it after signing in with a token to acme:
// every screen made, the window active, the catalog loaded.

#include "../api/apifixture.h"
#include "models/catalog/catalogmodel.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/shell/mainwindow.h"

namespace bd::test {

template <typename S> S *screenOf(widgets::MainWindow &window)
{
    for (widgets::Screen *s : window.screens())
        if (auto *found = qobject_cast<S *>(s))
            return found;
    return nullptr;
}

// Signs in (unless the session has an account already), shows the window and waits for it.
inline void showSignedIn(ApiFixture &f, widgets::MainWindow &window)
{
    if (!f.client.session().current()) {
        if (!f.signInWithToken("acme"))
            qWarning("no token");
        // As the sign-in flow leaves it: the tenant's key and name.
        f.client.session().setTenant(QString::fromLatin1(f.accessKey("acme")),
                                     QStringLiteral("Acme Software Ltd"));
    }
    window.resize(1300, 800);
    window.show();
    window.followSession(&f.client.session());
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        qWarning("the window did not become active");
    auto *catalog = screenOf<widgets::CatalogScreen>(window);
    if (!QTest::qWaitFor([catalog] { return catalog->model()->productCount() > 50 && !catalog->isLoading(); },
                         10000))
        qWarning("the catalog did not load");
}

} // namespace bd::test
