#pragma once

// The user's language for Qt's own strings and ours (translations/*.ts, built in as :/i18n).
// English is a translation too: it holds the plural forms ("1 product", "2 products").

class QLocale;

namespace bd::app {

// Installs the translators for `locale` on the running application; returns how many loaded.
int installTranslations(const QLocale &locale);

} // namespace bd::app
