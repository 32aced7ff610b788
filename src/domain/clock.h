#pragma once

// What time it is, asked in one place, so that tests move time instead of sleeping (token
// expiry, refresh margins). The system clock by default.

#include <QDateTime>

namespace bd::domain {

class Clock
{
public:
    virtual ~Clock() = default;
    virtual QDateTime nowUtc() const = 0;
    // The real clock; lives for the whole program.
    static const Clock *system();
};

// A clock that stands still until told to move.
class ManualClock final : public Clock
{
public:
    explicit ManualClock(QDateTime start = QDateTime::currentDateTimeUtc()) : m_now(std::move(start)) {}
    QDateTime nowUtc() const override { return m_now; }
    void advanceMs(qint64 ms) { m_now = m_now.addMSecs(ms); }

private:
    QDateTime m_now;
};

} // namespace bd::domain
