#pragma once

// The one way work hops threads: run on a worker of our pool, then continue on the thread of
// `context` — unless `context` has been destroyed meanwhile, in which case the continuation never
// runs. `work` must be self-contained (it may not touch `context`).
// Nothing else in src/ starts a thread or calls QtConcurrent.

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace bd::api {

// Our own workers, not Qt's global pool: Qt 6.4's raster paint engine splits large fills over the
// global pool and waits for them, so long work there held the window's painting (seen: curves of
// 20 s each queued ahead of a chart's background fill froze it for a minute). Ended with the
// application.
inline QThreadPool *backgroundPool()
{
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(QStringLiteral("bd-background"));
    }
    return pool;
}

template <typename Work, typename Then> void runInBackground(QObject *context, Work &&work, Then &&then)
{
    QtConcurrent::run(backgroundPool(), std::forward<Work>(work)).then(context, std::forward<Then>(then));
}

// Work nobody waits for (writing a kept list, draining a stream that is read elsewhere): the
// same pool, no continuation.
template <typename Work> void runInBackground(Work &&work)
{
    (void)QtConcurrent::run(backgroundPool(), std::forward<Work>(work));
}

} // namespace bd::api
