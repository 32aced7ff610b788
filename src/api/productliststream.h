#pragma once

// The worker side of a streamed product list (ProductListJob::setStreaming): the body's pieces
// are queued by the job's thread and summarized on a worker, one feeder at a time and in order;
// the job's thread takes the summaries that are ready in batches.

#include "domain/productsummarystream.h"

#include <QMutex>

namespace bd::api {

class ProductListStream
{
public:
    // Queues a piece; true when no feeder runs, so the caller starts one (drain()).
    bool queue(QByteArray piece);
    // On a worker: summarizes what is queued until nothing is.
    void drain();
    // The summaries ready so far, in order.
    QList<domain::ProductSummary> takeReady();
    // On a worker, after the last piece was queued: summarizes the rest and returns the page's
    // shape and problems, with every product not yet taken in its products. Once only (later:
    // nothing, not ok).
    domain::Decoded<domain::ProductSummaryPage> finish();
    // The elements of the list seen (once finish() returned).
    qsizetype count() const { return m_parser.count(); }

private:
    QMutex m_queueMutex; // guards m_queue, m_running, m_ready
    QList<QByteArray> m_queue;
    bool m_running = false;
    QList<domain::ProductSummary> m_ready;
    QMutex m_feedMutex; // one feeder at a time: guards m_parser
    domain::ProductSummaryStream m_parser;
    bool m_finished = false;
};

} // namespace bd::api
