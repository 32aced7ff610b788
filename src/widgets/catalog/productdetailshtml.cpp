#include "widgets/catalog/productdetailshtml.h"

#include "domain/htmlsanitizer.h"

#include <QDateTime>
#include <QLocale>

namespace bd::widgets {

using namespace bd::domain;

QString ProductDetailsHtml::problems(const QList<DecodeProblem> &problems)
{
    if (problems.isEmpty())
        return {};
    QString html =
        QStringLiteral("<p><i>%1</i></p><ul>")
            .arg(tr("%n part(s) of this product did not match the spec and are shown as received:", nullptr,
                    int(problems.size()))
                     .toHtmlEscaped());
    for (const DecodeProblem &problem : problems)
        html += QStringLiteral("<li>%1</li>").arg(problem.toString().toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QString ProductDetailsHtml::product(const Product &p)
{
    const auto row = [](const QString &label, const QString &value, bool isDefault = false) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2%3</td></tr>")
            .arg(label.toHtmlEscaped(), value.toHtmlEscaped(),
                 isDefault ? QStringLiteral(" <i>(%1)</i>").arg(tr("default")) : QString());
    };
    const auto text = [](const Field<QString> &f) {
        return f.isNull() ? tr("none") : f.valueOr(QStringLiteral("—"));
    };
    const auto yesNo = [](bool v) { return v ? tr("yes") : tr("no"); };
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p><table cellspacing=4>")
                       .arg(p.name.valueOr({}).toHtmlEscaped(), text(p.description).toHtmlEscaped());
    html += row(tr("SKU"), text(p.sku));
    html += row(tr("Id"), text(p.id));
    html += row(tr("Record type"), p.effectiveRecordType(), p.recordType.isAbsent());
    html += row(tr("Price model"), p.effectivePriceModel(), p.priceModel.isAbsent());
    html += row(tr("Billing timing"), p.effectiveBillingTiming(), p.billingTiming.isAbsent());
    html += row(tr("Configurable"), yesNo(p.effectiveConfigurable()), p.configurable.isAbsent());
    html +=
        row(tr("Sold independently"), yesNo(p.effectiveSoldIndependently()), p.soldIndependently.isAbsent());
    html += row(tr("Category"), text(p.productCategory));
    const QList<PriceSummary> lowest = lowestPrices(p);
    const QString exact = exactPricesText(lowest);
    html +=
        row(tr("Lowest prices"),
            lowestPricesText(lowest) +
                (exact.isEmpty() ? QString()
                                 : QStringLiteral(" (%1)").arg(exact).replace(u'\n', QStringLiteral("; "))));
    html += row(tr("Tax"), QStringLiteral("%1 %2").arg(text(p.taxMode), text(p.taxCode)));
    html += row(tr("Bundle template"), text(p.bundleTemplate));
    // Dates in the user's locale; anything that is not ISO 8601 is shown as sent.
    const auto date = [](const Field<QString> &f, const QString &nullText) {
        if (f.isNull())
            return nullText;
        if (!f.isPresent())
            return QStringLiteral("—");
        QDateTime dt = QDateTime::fromString(f.value(), Qt::ISODateWithMs);
        if (!dt.isValid())
            dt = QDateTime(QDate::fromString(f.value(), Qt::ISODate), QTime());
        return dt.isValid() ? QLocale().toString(dt.toLocalTime(), QLocale::ShortFormat) : f.value();
    };
    html += row(tr("Available"), QStringLiteral("%1 – %2").arg(date(p.startDate, tr("not set")),
                                                               date(p.endDate, tr("no end date"))));
    html += row(tr("Last published"), date(p.lastPublishedDate, tr("never")));
    html += QStringLiteral("</table>");
    if (const QString *rich = p.longDescription.get()) {
        // Text is laid out a paragraph at a time on the GUI thread; a description of a size no
        // person reads in a pane is shown in part, and said so (copying the product has all).
        constexpr qsizetype MostShown = 30000;
        html += QStringLiteral("<hr>") + sanitizeHtml(rich->left(MostShown));
        if (rich->size() > MostShown)
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(tr("The description is %1 characters long; the first %2 are shown. Copy the "
                                "product as JSON (Ctrl+Shift+C) for all of it.")
                                 .arg(QLocale().toString(rich->size()), QLocale().toString(MostShown))
                                 .toHtmlEscaped());
    }
    return html;
}

} // namespace bd::widgets
