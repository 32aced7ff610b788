#pragma once

// A product list (a plain array, or a {"data": [...], "page", "limit", "total"} page) that
// arrives in pieces: each product is summarized as soon as its last byte is there, so a screen
// can show rows while the rest downloads. decodeProductSummaries() is this with one piece.

#include "domain/decodecontext.h"
#include "domain/json/jsonelementstream.h"
#include "domain/productsummarizer.h"
#include "domain/productsummary.h"

namespace bd::domain {

class ProductSummaryStream
{
public:
    ProductSummaryStream();
    ~ProductSummaryStream();

    // Adds the next bytes; the summaries of the products now complete are appended to `out`, and
    // (when `offsets` is given) where each product's text starts in the whole list.
    void feed(QByteArray bytes, QList<ProductSummary> &out, QList<qint64> *offsets = nullptr);
    // After the last byte: appends what is left, then returns the list's shape, page fields and
    // problems (its products list is empty: they went to `out`). Not ok when the text is not a
    // product list, is broken, or ended early — the products that arrived whole were handed
    // over all the same (a download cut short keeps what came).
    Decoded<ProductSummaryPage> finish(QList<ProductSummary> &out, QList<qint64> *offsets = nullptr);

    qint64 size() const { return m_stream.size(); }
    qsizetype count() const { return m_count; }
    // A syntax error: no more products will come.
    bool failed() const { return m_stream.failed(); }

private:
    json::ElementStream::Visitor visitor(QList<ProductSummary> &out, QList<qint64> *offsets);

    json::ElementStream m_stream;
    DecodeContext m_ctx;
    ProductSummarizer m_summarizer;
    qsizetype m_count = 0;
};

} // namespace bd::domain
