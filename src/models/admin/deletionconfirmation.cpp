#include "models/admin/deletionconfirmation.h"

#include "domain/invoice.h"

#include <QCoreApplication>

namespace bd::models {

namespace {

// The sentences keep the translation context they were first written in.
class Texts
{
    Q_DECLARE_TR_FUNCTIONS(bd::models::InvoiceDeleter)
};

QString idsPreviewNote(const InvoicePreview &preview)
{
    QStringList notes;
    if (preview.notDeletable > 0)
        notes << Texts::tr("Not Canceled or Draft: %n of them; the service will refuse the whole deletion.",
                           nullptr, preview.notDeletable);
    if (preview.unknown > 0)
        notes << Texts::tr("Unknown to the service: %n of them.", nullptr, preview.unknown);
    QString note = notes.isEmpty() ? Texts::tr("The preview found all of them, each Canceled or Draft.")
                                   : notes.join(u' ');
    if (preview.ignored > 0)
        note += u' ' + Texts::tr("The query endpoint also answered %n invoice(s) that were not "
                                 "selected; they are not deleted and not shown.",
                                 nullptr, preview.ignored);
    return note;
}

void describeIds(DeletionConfirmation &c, const InvoiceSelection &s,
                 const std::optional<InvoicePreview> &preview)
{
    c.count = int(s.ids.size());
    c.headline = Texts::tr("Delete %n invoice(s)?", nullptr, c.count);
    c.selector = Texts::tr("By id: %1").arg(someIds(s.ids));
    if (preview && preview->available)
        c.previewNote = idsPreviewNote(*preview);
    else if (preview)
        c.previewNote = Texts::tr("Not previewed: %1.").arg(preview->unavailableReason);
}

void describeStatus(DeletionConfirmation &c, const InvoiceSelection &s,
                    const std::optional<InvoicePreview> &preview)
{
    const QString filter = domain::invoiceStatusFilter(s.status);
    c.selector = Texts::tr("Every invoice with status %1 (filter %2)").arg(s.status, filter);
    if (preview && preview->available && preview->total) {
        c.count = *preview->total;
        c.headline = Texts::tr("Delete %n invoice(s) with status %1?", nullptr, c.count).arg(s.status);
        c.previewNote = Texts::tr("The preview found %n invoice(s) with this status.", nullptr, c.count);
        if (preview->ignored > 0)
            c.previewNote += u' ' + Texts::tr("The query endpoint also answered %n invoice(s) with another "
                                              "status; the service's filter decides what is deleted.",
                                              nullptr, preview->ignored);
    } else {
        c.headline = Texts::tr("Delete every invoice with status %1?").arg(s.status);
        c.previewNote =
            Texts::tr("The preview is unavailable (%1), so how many invoices this deletes is not known.")
                .arg(preview ? preview->unavailableReason : Texts::tr("not run"));
    }
}

} // namespace

bool DeletionConfirmation::accepts(const QString &typed) const
{
    return !production || (!typeToConfirm.isEmpty() && typed.trimmed() == typeToConfirm.trimmed());
}

QString environmentLabel(const api::Environment &environment)
{
    return environment.name.isEmpty() ? environment.baseUrl.host() : environment.name;
}

QString someIds(const QStringList &ids, int shown)
{
    QString text = ids.mid(0, shown).join(QStringLiteral(", "));
    if (ids.size() > shown)
        text += QLatin1Char(' ') + Texts::tr("and %n more", nullptr, int(ids.size() - shown));
    return text;
}

QString selectionInWords(const InvoiceSelection &selection)
{
    return selection.byStatus ? Texts::tr("status %1").arg(selection.status)
                              : Texts::tr("%n invoice id(s)", nullptr, int(selection.ids.size()));
}

DeletionConfirmation makeDeletionConfirmation(const api::Account &account, const InvoiceSelection &selection,
                                              const std::optional<InvoicePreview> &preview)
{
    const api::Environment &env = account.environment();
    const QString tenant = account.tenantName();
    DeletionConfirmation c;
    c.production = env.isProduction();
    c.where = tenant.isEmpty() ? environmentLabel(env)
                               : Texts::tr("%1, tenant %2").arg(environmentLabel(env), tenant);
    c.typeToConfirm = tenant.isEmpty() ? environmentLabel(env) : tenant;
    c.typeEnvironment = tenant.isEmpty();
    if (selection.byStatus)
        describeStatus(c, selection, preview);
    else
        describeIds(c, selection, preview);
    for (InvoiceFlag f : AllInvoiceFlags)
        c.flags << (selection.flag(f)
                        ? Texts::tr("On: %1 — %2").arg(invoiceFlagLabel(f), invoiceFlagExplanation(f))
                        : Texts::tr("Off: %1 (%2 is sent as false).")
                              .arg(invoiceFlagLabel(f), invoiceFlagName(f)));
    return c;
}

} // namespace bd::models
