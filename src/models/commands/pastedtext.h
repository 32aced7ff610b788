#pragma once

// What a text pasted into the command bar names by its shape, whatever service it came from: one
// record id, several ids (invoices to fill in), or an email address. An id is a single token of
// letters, digits and - _ . : with at least one digit (so words and names are not taken for ids).

#include <QString>
#include <QStringList>

namespace bd::models {

struct PastedText
{
    enum class Kind { Other, Id, Ids, Email };
    Kind kind = Kind::Other;
    QStringList ids; // Id: one; Ids: every one, in order, without repeats
    QString email;   // as typed, trimmed
};

PastedText readPasted(const QString &text);
bool looksLikeId(QStringView token);
bool looksLikeEmail(QStringView text);

} // namespace bd::models
