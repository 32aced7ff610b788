#include "widgets/query/queryhighlighter.h"

#include <QColor>
#include <QFont>

namespace bd::widgets {

QueryHighlighter::QueryHighlighter(QTextDocument *document) : QSyntaxHighlighter(document) {}

QTextCharFormat QueryHighlighter::formatFor(models::QueryToken::Kind kind)
{
    using Kind = models::QueryToken::Kind;
    QTextCharFormat f;
    switch (kind) {
    case Kind::Keyword:
        f.setForeground(QColor(0x1a, 0x3e, 0x9a));
        f.setFontWeight(QFont::Bold);
        break;
    case Kind::Name: f.setForeground(QColor(0x00, 0x5f, 0x73)); break;
    case Kind::Variable: f.setForeground(QColor(0x7b, 0x1f, 0xa2)); break;
    case Kind::String: f.setForeground(QColor(0xa3, 0x14, 0x2b)); break;
    case Kind::Number: f.setForeground(QColor(0x8a, 0x4b, 0x00)); break;
    case Kind::Comment:
        f.setForeground(QColor(0x6b, 0x6b, 0x6b));
        f.setFontItalic(true);
        break;
    case Kind::Punctuation: break; // the text colour: brackets are marked by matching instead
    }
    return f;
}

void QueryHighlighter::highlightBlock(const QString &text)
{
    auto state = previousBlockState() == int(models::QueryLineState::InBlockString)
                     ? models::QueryLineState::InBlockString
                     : models::QueryLineState::Normal;
    for (const models::QueryToken &t : models::lexQueryLine(text, &state)) {
        if (t.kind != models::QueryToken::Kind::Punctuation)
            setFormat(t.start, t.length, formatFor(t.kind));
    }
    setCurrentBlockState(int(state));
}

} // namespace bd::widgets
