#pragma once

#include <QString>

namespace bd::domain {

// Reduces HTML from the service (product long descriptions) to a safe subset before display:
// formatting, lists, tables and links (http, https, mailto only) survive; scripts, styles,
// frames, forms, embedded objects, images (no remote loads), comments, event handlers and every
// other attribute are removed. Unknown tags are dropped but their text is kept. The result is
// well-formed enough for QTextDocument and contains no markup the service did not pass this test.
// Elements nested deeper than 256 are dropped (their text is kept). Takes time linear in the
// input's length whatever it holds, and may be called from any thread (no GUI classes, no
// shared state).
QString sanitizeHtml(QStringView html);

} // namespace bd::domain
