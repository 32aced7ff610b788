#pragma once

// Colours for the query language: keywords, names, $variables, strings, numbers, comments. The
// words come from models::lexQueryLine, so highlighting and bracket matching agree on what is a
// string or a comment; a """block string""" may run over lines.

#include "models/query/querylexer.h"

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace bd::widgets {

class QueryHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit QueryHighlighter(QTextDocument *document);

    // The format each kind of word gets (tests and themes read it here).
    static QTextCharFormat formatFor(models::QueryToken::Kind kind);

protected:
    void highlightBlock(const QString &text) override;
};

} // namespace bd::widgets
