#include "models/commands/pastedtext.h"

#include <QRegularExpression>

namespace bd::models {

bool looksLikeId(QStringView token)
{
    if (token.size() < 3 || token.size() > 128)
        return false;
    bool digit = false;
    for (const QChar c : token) {
        if (c.isDigit() && c.unicode() < 0x80)
            digit = true;
        else if (!(c.unicode() < 0x80 && (c.isLetter() || c == u'-' || c == u'_' || c == u'.' || c == u':')))
            return false;
    }
    return digit;
}

bool looksLikeEmail(QStringView text)
{
    // Something @ something with a dot, no spaces: the rest is the service's to judge.
    static const QRegularExpression shape(QStringLiteral(R"(^[^\s@]+@[^\s@]+\.[^\s@]+$)"));
    return shape.match(text.toString()).hasMatch();
}

PastedText readPasted(const QString &text)
{
    PastedText out;
    const QString trimmed = text.trimmed();
    if (looksLikeEmail(trimmed)) {
        out.kind = PastedText::Kind::Email;
        out.email = trimmed;
        return out;
    }
    static const QRegularExpression separators(QStringLiteral(R"([\s,;]+)"));
    const QStringList tokens = trimmed.split(separators, Qt::SkipEmptyParts);
    if (tokens.isEmpty())
        return out;
    for (const QString &token : tokens) {
        if (!looksLikeId(token))
            return out;
        if (!out.ids.contains(token))
            out.ids.append(token);
    }
    out.kind = tokens.size() == 1 ? PastedText::Kind::Id : PastedText::Kind::Ids;
    return out;
}

} // namespace bd::models
