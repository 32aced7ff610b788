#include "domain/productsummarystream.h"

#include "domain/codec.h"
#include "domain/productschema.h"

#include <QCoreApplication>

namespace bd::domain {

ProductSummaryStream::ProductSummaryStream() : m_stream(schema::list::data), m_summarizer(m_ctx) {}

ProductSummaryStream::~ProductSummaryStream() = default;

json::ElementStream::Visitor ProductSummaryStream::visitor(QList<ProductSummary> &out, QList<qint64> *offsets)
{
    return [this, &out, offsets](json::Value product, const QByteArray &buffer, qint64 bufferOffset) {
        DecodeContext::Scope scope(m_ctx, m_count++);
        ProductSummary summary;
        if (!m_summarizer.summarize(product, buffer, summary))
            return;
        if (offsets)
            offsets->append(bufferOffset + (product.raw().data() - buffer.constData()));
        out.append(std::move(summary));
    };
}

void ProductSummaryStream::feed(QByteArray bytes, QList<ProductSummary> &out, QList<qint64> *offsets)
{
    m_stream.feed(std::move(bytes), visitor(out, offsets));
}

Decoded<ProductSummaryPage> ProductSummaryStream::finish(QList<ProductSummary> &out, QList<qint64> *offsets)
{
    Decoded<ProductSummaryPage> page;
    json::ParseError error;
    const json::Document doc = m_stream.finish(visitor(out, offsets), &error);
    if (!doc.isValid()) {
        page.problems = m_ctx.takeProblems();
        page.problems.append(parseProblem(error));
        return page;
    }
    const json::Value root = doc.root();
    if (root.isArray()) {
        page.ok = true;
    } else if (root.isObject()) {
        page.value.enveloped = true;
        for (const json::Member &m : json::members(root)) {
            const QByteArrayView key = m.rawName();
            Field<qint64> *meta = key == schema::list::page    ? &page.value.page
                                  : key == schema::list::limit ? &page.value.limit
                                  : key == schema::list::total ? &page.value.total
                                                               : nullptr;
            qint64 number = 0;
            DecodeContext::Scope scope(m_ctx, key);
            if (key == schema::list::data)
                page.ok = m.value.isArray();
            else if (meta && m.value.isNull())
                meta->setNull();
            else if (meta && Codec<qint64>::read(m.value, number, m_ctx))
                meta->set(number);
        }
        if (!page.ok)
            m_ctx.problem(QCoreApplication::translate("bd::domain",
                                                      "expected the products in an array named \"data\""));
    } else {
        reportWrongType(m_ctx, QT_TRANSLATE_NOOP("bd::domain", "an array of products"), root);
    }
    page.problems = m_ctx.takeProblems();
    return page;
}

} // namespace bd::domain
