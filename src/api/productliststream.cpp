#include "api/productliststream.h"

namespace bd::api {

bool ProductListStream::queue(QByteArray piece)
{
    QMutexLocker lock(&m_queueMutex);
    m_queue.append(std::move(piece));
    if (m_running)
        return false;
    m_running = true;
    return true;
}

void ProductListStream::drain()
{
    QMutexLocker feeding(&m_feedMutex);
    while (true) {
        QList<QByteArray> pieces;
        {
            QMutexLocker lock(&m_queueMutex);
            pieces.swap(m_queue);
            if (pieces.isEmpty()) {
                m_running = false;
                return;
            }
        }
        QList<domain::ProductSummary> out;
        for (QByteArray &piece : pieces) {
            if (!m_finished)
                m_parser.feed(std::move(piece), out);
        }
        QMutexLocker lock(&m_queueMutex);
        m_ready += std::move(out);
    }
}

QList<domain::ProductSummary> ProductListStream::takeReady()
{
    QMutexLocker lock(&m_queueMutex);
    return std::exchange(m_ready, {});
}

domain::Decoded<domain::ProductSummaryPage> ProductListStream::finish()
{
    QMutexLocker feeding(&m_feedMutex);
    if (m_finished)
        return {};
    m_finished = true;
    QList<QByteArray> pieces;
    QList<domain::ProductSummary> out;
    {
        QMutexLocker lock(&m_queueMutex);
        pieces.swap(m_queue);
        out.swap(m_ready);
    }
    for (QByteArray &piece : pieces)
        m_parser.feed(std::move(piece), out);
    domain::Decoded<domain::ProductSummaryPage> page = m_parser.finish(out);
    page.value.products = std::move(out);
    return page;
}

} // namespace bd::api
