#include "sandbox/invoicegenerator.h"

#include "domain/json/jsonwriter.h"

#include <QDate>

namespace bd::sandbox {

namespace {

const char *const Statuses[] = {"Draft", "Posted", "Paid", "Canceled", "Paid", "Posted"};
const char *const Cities[] = {"Lyon", "Leipzig", "Austin", "Osaka", "Porto", "Zürich", "Québec"};
const char *const Countries[] = {"FR", "DE", "US", "JP", "PT", "CH", "CA"};

QByteArray quoted(const QString &text)
{
    json::Writer w;
    w.string(text);
    return w.take();
}

// An exact amount with two decimals from a number of cents.
QByteArray amount(qint64 cents)
{
    return QByteArray::number(cents / 100) + '.' + QByteArray::number(cents % 100).rightJustified(2, '0');
}

QByteArray line(int serial, int n, qint64 unitCents, int quantity)
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("lineNumber"));
    w.integer(n);
    w.key(QByteArrayView("productId"));
    w.string(QStringLiteral("01tGe%1L%2").arg(serial % 977, 9, 10, QLatin1Char('0')).arg(n));
    w.key(QByteArrayView("description"));
    w.string(QStringLiteral("Analytics seats, tier %1 — monthly").arg(1 + (serial + n) % 4));
    w.key(QByteArrayView("quantity"));
    w.integer(quantity);
    w.key(QByteArrayView("unitPrice"));
    w.raw(amount(unitCents));
    w.key(QByteArrayView("amount"));
    w.raw(amount(unitCents * quantity));
    w.endObject();
    return w.take();
}

} // namespace

domain::JsonFields generateInvoice(const domain::JsonFields &sample, int serial, const QString &prefix)
{
    const qint64 unitA = 1999 + (qint64(serial) * 7919) % 250000;
    const qint64 unitB = 450 + (qint64(serial) * 104729) % 9000;
    const int quantityA = 1 + serial % 40;
    const int quantityB = 1 + (serial / 3) % 12;
    const qint64 total = unitA * quantityA + unitB * quantityB;
    const char *status = Statuses[serial % 6];
    const QDate date = QDate(2023, 1, 1).addDays(serial % 1400);

    domain::JsonFields out;
    out.append(QStringLiteral("id"),
               quoted(QStringLiteral("a0I%1G%2").arg(prefix).arg(serial, 12, 10, QLatin1Char('0'))));
    out.append(QStringLiteral("invoiceNumber"),
               quoted(QStringLiteral("INV-%1-%2").arg(prefix).arg(serial, 8, 10, QLatin1Char('0'))));
    const QByteArray *customer = sample.find(u"customerId");
    out.append(QStringLiteral("customerId"), customer ? *customer : QByteArray("null"));
    out.append(QStringLiteral("status"), quoted(QString::fromLatin1(status)));
    out.append(QStringLiteral("invoiceDate"), quoted(date.toString(Qt::ISODate)));
    out.append(QStringLiteral("dueDate"), quoted(date.addDays(30).toString(Qt::ISODate)));
    out.append(QStringLiteral("totalAmount"), amount(total));
    const bool settled = qstrcmp(status, "Paid") == 0 || qstrcmp(status, "Canceled") == 0;
    out.append(QStringLiteral("balance"), settled ? QByteArray("0.00") : amount(total));
    const QByteArray *currency = sample.find(u"currencyIsoCode");
    out.append(QStringLiteral("currencyIsoCode"), currency ? *currency : QByteArray("\"USD\""));
    out.append(QStringLiteral("lines"),
               '[' + line(serial, 1, unitA, quantityA) + ',' + line(serial, 2, unitB, quantityB) + ']');
    json::Writer address;
    address.beginObject();
    address.key(QByteArrayView("street"));
    address.string(QStringLiteral("%1 Market Street").arg(1 + serial % 480));
    address.key(QByteArrayView("city"));
    address.string(QString::fromUtf8(Cities[serial % 7]));
    address.key(QByteArrayView("country"));
    address.string(QString::fromLatin1(Countries[serial % 7]));
    address.endObject();
    out.append(QStringLiteral("billTo"), address.take());
    return out;
}

} // namespace bd::sandbox
