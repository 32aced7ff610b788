#pragma once

// The catalog's search text is lower-case UTF-8 (searchFold() in productsummary.h). Building it
// for every product of a list is hot: this appends bytes folded in place, sixteen ASCII bytes at a
// time, and says when a character needs QString's full lower-casing instead.

#include <QByteArray>
#include <QByteArrayView>

namespace bd::domain {

// Appends `utf8` with A-Z lower-cased. False when the result is not yet what
// QString::fromUtf8(..).toLower().toUtf8() gives: a character beyond ASCII that has a lower case,
// or bytes that are not UTF-8 (the caller then folds the whole text that way).
bool appendFolded(QByteArray &out, QByteArrayView utf8);

} // namespace bd::domain
