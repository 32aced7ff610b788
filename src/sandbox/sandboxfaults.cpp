#include "sandbox/sandboxfaults.h"

#include <iterator>

namespace bd::sandbox {

std::optional<Fault> Fault::parse(const QString &text, QString *error)
{
    Fault f;
    const QStringList parts = text.split(u',', Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        *error = QStringLiteral("empty fault");
        return std::nullopt;
    }
    const QString head = parts.first().trimmed();
    const QString kind = head.section(u'=', 0, 0);
    const QString value = head.section(u'=', 1);
    bool ok = true;
    if (kind == u"latency") {
        f.kind = Kind::Latency;
        f.value = value.toInt(&ok);
    } else if (kind == u"429") {
        f.kind = Kind::RateLimit;
        f.value = value.isEmpty() ? 1 : value.toInt(&ok);
    } else if (kind == u"500") {
        f.kind = Kind::ServerError;
    } else if (kind == u"drop") {
        f.kind = Kind::Drop;
    } else if (kind == u"malformed") {
        f.kind = Kind::Malformed;
    } else if (kind == u"truncated") {
        f.kind = Kind::Truncated;
    } else if (kind == u"content-type") {
        f.kind = Kind::WrongContentType;
    } else if (kind == u"400") {
        f.kind = Kind::BadRequest;
    } else if (kind == u"401") {
        f.kind = Kind::Unauthorized;
    } else if (kind == u"slow-body" || kind == u"bandwidth") {
        f.kind = kind == u"slow-body" ? Kind::SlowBody : Kind::Bandwidth;
        f.value = value.toInt(&ok);
        if (ok && f.value == 0) {
            *error = QStringLiteral("\"%1\" needs a rate of at least 1 byte per second").arg(head);
            return std::nullopt;
        }
    } else if (kind == u"endless") {
        f.kind = Kind::Endless;
    } else if (kind == u"huge-length") {
        f.kind = Kind::HugeLength;
    } else if (kind == u"gzip-bomb") {
        f.kind = Kind::GzipBomb;
    } else {
        *error = QStringLiteral(
                     "unknown fault \"%1\"; use latency=MS, 429=SECONDS, 500, 400, 401, drop, malformed, "
                     "truncated, content-type, slow-body=BYTES_PER_S, endless, huge-length, "
                     "gzip-bomb or bandwidth=BYTES_PER_S")
                     .arg(kind);
        return std::nullopt;
    }
    if (!ok || f.value < 0) {
        *error = QStringLiteral("\"%1\" needs a whole number >= 0").arg(head);
        return std::nullopt;
    }
    for (const QString &part : parts.mid(1)) {
        const QString key = part.section(u'=', 0, 0).trimmed();
        const QString v = part.section(u'=', 1).trimmed();
        if (key == u"route") {
            f.route = v;
        } else if (key == u"count") {
            f.remaining = v.toInt(&ok);
            if (!ok || f.remaining <= 0) {
                *error = QStringLiteral("count must be a positive whole number");
                return std::nullopt;
            }
        } else {
            *error = QStringLiteral("unknown fault option \"%1\"; use route= or count=").arg(key);
            return std::nullopt;
        }
    }
    return f;
}

QString Fault::toString() const
{
    static const char *names[] = {"latency",   "429",          "500",       "drop",     "malformed",
                                  "truncated", "content-type", "400",       "401",      "slow-body",
                                  "endless",   "huge-length",  "gzip-bomb", "bandwidth"};
    static_assert(std::size(names) == int(Kind::Bandwidth) + 1);
    QString s = QString::fromLatin1(names[int(kind)]);
    if (kind == Kind::Latency || kind == Kind::RateLimit || kind == Kind::SlowBody || kind == Kind::Bandwidth)
        s += QLatin1Char('=') + QString::number(value);
    if (!route.isEmpty())
        s += QStringLiteral(",route=") + route;
    if (remaining > 0)
        s += QStringLiteral(",count=") + QString::number(remaining);
    return s;
}

std::optional<Fault> FaultPlan::takeMatching(const QString &path, bool latency)
{
    for (qsizetype i = 0; i < m_faults.size(); ++i) {
        Fault &f = m_faults[i];
        if ((f.kind == Fault::Kind::Latency) != latency || !path.startsWith(f.route))
            continue;
        // The sandbox's own routes (images, control) only take faults that name them.
        if (path.startsWith(u"/_sandbox/") && !f.route.startsWith(u"/_sandbox/"))
            continue;
        const Fault taken = f;
        if (f.remaining > 0 && --f.remaining == 0)
            m_faults.removeAt(i);
        return taken;
    }
    return std::nullopt;
}

int FaultPlan::takeLatency(const QString &path)
{
    const auto f = takeMatching(path, true);
    return f ? f->value : 0;
}

std::optional<Fault> FaultPlan::take(const QString &path)
{
    return takeMatching(path, false);
}

} // namespace bd::sandbox
