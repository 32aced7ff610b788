#pragma once

// Reads a product's ProductSummary straight from its JSON, for the one-shot decode of a list and
// for a list that arrives in pieces (ProductSummaryStream). Problems go to the DecodeContext.

#include "domain/decodecontext.h"
#include "domain/json/jsondocument.h"
#include "domain/productsummary.h"

#include <memory>

namespace bd::domain {

class ProductSummarizer
{
public:
    explicit ProductSummarizer(DecodeContext &ctx);
    ~ProductSummarizer();
    // `product` lies in `buffer`; the summary keeps a slice of it (see RawJson). False when the
    // value is not a product at all (reported).
    bool summarize(json::Value product, const QByteArray &buffer, ProductSummary &out);

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace bd::domain
