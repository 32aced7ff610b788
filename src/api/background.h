#pragma once

// The one way work hops threads: run on a worker of our pool, then continue on the thread of
// `context` — unless `context` has been destroyed meanwhile, in which case the continuation never
// runs. `work` must be self-contained (it may not touch `context`).
// Nothing else in src/ starts a thread or calls QtConcurrent.

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <type_traits>
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

// Work that runs beside the window for as long as a download lasts (a list streaming in: the
// pieces are summarized while rows are appended and painted): a pool of one thread of its own
// that runs below the window's priority (Linux: nice +10), so that on a machine with two cores
// the GUI thread is not the one that waits for a core. Unprivileged, a thread cannot raise its
// priority again: this pool's thread does nothing else.
QThreadPool *besideTheWindowPool();
void lowerThisThreadOnce();

// Hands `future`'s result to `then` on `context`'s thread, always from its event loop and never
// inside this call: when the future has finished before the continuation is attached, Qt runs
// the continuation at once, before the caller's next line — a caller that sets "Counting…" after
// starting the count then covered the answer for good (seen in CI on a loaded machine).
template <typename Result, typename Then>
void deliverLater(QFuture<Result> future, QObject *context, Then &&then)
{
    auto attaching = std::make_shared<bool>(true); // read and written on context's thread only
    if constexpr (std::is_void_v<Result>) {
        future.then(context, [context, attaching, then = std::forward<Then>(then)]() mutable {
            if (!*attaching)
                return then();
            QMetaObject::invokeMethod(context, std::move(then), Qt::QueuedConnection);
        });
    } else {
        future.then(context, [context, attaching, then = std::forward<Then>(then)](Result result) mutable {
            if (!*attaching)
                return then(std::move(result));
            auto kept =
                std::make_shared<std::pair<std::decay_t<Then>, Result>>(std::move(then), std::move(result));
            QMetaObject::invokeMethod(
                context, [kept] { kept->first(std::move(kept->second)); }, Qt::QueuedConnection);
        });
    }
    *attaching = false;
}

template <typename Work, typename Then> void runInBackground(QObject *context, Work &&work, Then &&then)
{
    deliverLater(QtConcurrent::run(backgroundPool(), std::forward<Work>(work)), context,
                 std::forward<Then>(then));
}

// Work nobody waits for, on the pool above (besideTheWindowPool): no continuation.
template <typename Work> void runBesideTheWindow(Work &&work)
{
    (void)QtConcurrent::run(besideTheWindowPool(), [work = std::forward<Work>(work)]() mutable {
        lowerThisThreadOnce();
        work();
    });
}

// Work nobody waits for (writing a kept list, draining a stream that is read elsewhere): the
// same pool, no continuation.
template <typename Work> void runInBackground(Work &&work)
{
    (void)QtConcurrent::run(backgroundPool(), std::forward<Work>(work));
}

} // namespace bd::api
