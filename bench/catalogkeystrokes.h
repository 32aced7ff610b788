#pragma once

// 200 keystrokes in the catalog's search box, as a person types them over the generated catalog
// (src/sandbox/productgenerator.cpp: 40 words in names and descriptions, SKUs GEN-AC-0000000042,
// names "<sample> <word> #43"): several words, typos taken back, a word replaced, a SKU prefix, a
// rare word, a word nothing holds. Each entry is the search box's text after one keystroke.

#include <QString>
#include <QStringList>

namespace bench {

inline QStringList catalogKeystrokes()
{
    // Typed text; '<' is one Backspace.
    static const char *const Script = "analytics cloud"
                                      "<<<<<"            // "analytics "
                                      "dashboard rep"    // a second and a third word
                                      "<<<<<<<<<<<<<"    // the second word replaced…
                                      "ledger"           // …by another
                                      "<<<<<<<<<<<<<<<<" // all gone
                                      "gen-ac-0000042"   // a SKU, typed out
                                      "<<<<<<<<<<<<<<"
                                      "snowflake" // a rare word (a sample's feature)
                                      "<<<<<<<<<"
                                      "xylophone" // a word no product holds
                                      "<<<<<<<<<"
                                      "billing usage supp"
                                      "<<<<"                       // "billing usage "
                                      "storage #123"               // and a product number
                                      "<<<<<<<<<<<<<<<<<<<<<<<<<<" // all gone
                                      "portal<<";
    QStringList out;
    QString text;
    for (const char *c = Script; *c && out.size() < 200; ++c) {
        if (*c == '<')
            text.chop(1);
        else
            text += QLatin1Char(*c);
        out << text;
    }
    return out;
}

} // namespace bench
