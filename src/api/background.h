#pragma once

// The one way work hops threads: run on a worker of the global pool, then continue on the
// thread of `context` — unless `context` has been destroyed meanwhile, in which case the
// continuation never runs. `work` must be self-contained (it may not touch `context`).
// Nothing else in src/ starts a thread or calls QtConcurrent.

#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace bd::api {

template <typename Work, typename Then> void runInBackground(QObject *context, Work &&work, Then &&then)
{
    QtConcurrent::run(std::forward<Work>(work)).then(context, std::forward<Then>(then));
}

// Work nobody waits for (writing a kept list, draining a stream that is read elsewhere): the
// same pool, no continuation.
template <typename Work> void runInBackground(Work &&work)
{
    (void)QtConcurrent::run(std::forward<Work>(work));
}

} // namespace bd::api
