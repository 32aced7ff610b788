#pragma once

// The names under which the window and the command-line tool keep their settings
// (~/.config/BillingDesk/billing-desk.conf: environments, the remembered account, per-tenant
// state). One place, so the two programs always read what the other wrote.

#include <QCoreApplication>
#include <QString>

namespace bd::api {

inline QString programOrganizationName()
{
    return QStringLiteral("BillingDesk");
}
inline QString programSettingsName()
{
    return QStringLiteral("billing-desk");
}

// Sets both on the application object, before anything reads settings.
inline void setProgramNames()
{
    QCoreApplication::setOrganizationName(programOrganizationName());
    QCoreApplication::setApplicationName(programSettingsName());
}

} // namespace bd::api
