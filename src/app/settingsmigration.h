#pragma once

// Settings live in BillingDesk/billing-desk.conf. Earlier versions wrote
// "BillingDesk/Billing Desk.conf" (a space in a file name); its values move over once.

#include <QString>

namespace bd::app {

// Copies every value of the old file into the current settings (if that has none yet) and
// removes the old file. Returns how many values moved.
int migrateOldSettings(const QString &oldApplicationName = QStringLiteral("Billing Desk"));

} // namespace bd::app
