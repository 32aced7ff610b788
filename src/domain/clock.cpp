#include "domain/clock.h"

namespace bd::domain {

namespace {
class SystemClock final : public Clock
{
public:
    QDateTime nowUtc() const override { return QDateTime::currentDateTimeUtc(); }
};
} // namespace

const Clock *Clock::system()
{
    static const SystemClock clock;
    return &clock;
}

} // namespace bd::domain
