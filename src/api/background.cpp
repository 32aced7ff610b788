#include "api/background.h"

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace bd::api {

QThreadPool *besideTheWindowPool()
{
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(QStringLiteral("bd-beside-window"));
        pool->setMaxThreadCount(1);
    }
    return pool;
}

void lowerThisThreadOnce()
{
    static thread_local bool lowered = false;
    if (std::exchange(lowered, true))
        return;
#ifdef Q_OS_LINUX
    // Per thread on Linux (a thread id names it); failing leaves the thread as it was.
    (void)setpriority(PRIO_PROCESS, id_t(gettid()), 10);
#endif
}

} // namespace bd::api
