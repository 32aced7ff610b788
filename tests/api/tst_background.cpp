// The one way work hops threads (api/background.h): an answer always arrives from the event loop,
// after the line that started the work — even when the work was done before anyone waited.

#include "api/background.h"

#include <QPointer>
#include <QPromise>
#include <QTest>

#include <atomic>
#include <memory>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

// A future that has finished already (QtFuture::makeReadyFuture is deprecated from Qt 6.6, and
// its successor does not exist in 6.4).
static QFuture<int> finishedFuture(int value)
{
    QPromise<int> promise;
    promise.start();
    promise.addResult(value);
    promise.finish();
    return promise.future();
}

class TestBackground : public QObject
{
    Q_OBJECT

private slots:
    void aFinishedFutureIsDeliveredAfterTheCallerReturns()
    {
        QObject context;
        int got = 0;
        bd::api::deliverLater(finishedFuture(42), &context, [&got](int value) { got = value; });
        QCOMPARE(got, 0); // not inside the call: the caller's next line comes first
        QTRY_COMPARE(got, 42);
    }

    void aMoveOnlyResultArrivesWhole()
    {
        QObject context;
        std::unique_ptr<int> got;
        bd::api::runInBackground(
            &context, [] { return std::make_shared<int>(7); },
            [&got](std::shared_ptr<int> value) { got = std::make_unique<int>(*value); });
        QVERIFY(!got);
        QTRY_VERIFY(got);
        QCOMPARE(*got, 7);
    }

    void nothingArrivesForAContextDestroyedMeanwhile()
    {
        bool called = false;
        {
            QObject context;
            bd::api::deliverLater(finishedFuture(1), &context, [&called](int) { called = true; });
        }
        QTest::qWait(50);
        QVERIFY(!called);
    }

    void manyAnswersAllArrive()
    {
        QObject context;
        QList<int> got;
        for (int i = 0; i < 100; ++i)
            bd::api::runInBackground(
                &context, [i] { return i; }, [&got](int value) { got.append(value); });
        QVERIFY(got.isEmpty());
        QTRY_COMPARE(got.size(), 100);
        std::sort(got.begin(), got.end());
        for (int i = 0; i < 100; ++i)
            QCOMPARE(got.at(i), i);
    }

    // A list streaming in is worked on beside the window: on a thread of its own pool that
    // yields to the GUI thread (on Linux: a higher nice value than the caller's).
    void workBesideTheWindowRunsBelowTheWindow()
    {
        std::atomic<int> nice = -100;
        std::atomic<bool> otherThread = false;
        const QThread *caller = QThread::currentThread();
        bd::api::runBesideTheWindow([&] {
            otherThread = QThread::currentThread() != caller;
#ifdef Q_OS_LINUX
            nice = getpriority(PRIO_PROCESS, id_t(gettid()));
#else
            nice = 1;
#endif
        });
        QTRY_VERIFY(nice != -100);
        QVERIFY(otherThread);
#ifdef Q_OS_LINUX
        QVERIFY(nice > getpriority(PRIO_PROCESS, id_t(gettid())));
#endif
        QCOMPARE(bd::api::besideTheWindowPool()->maxThreadCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestBackground)
#include "tst_background.moc"
