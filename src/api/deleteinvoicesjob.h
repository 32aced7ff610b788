#pragma once

#include "api/apijob.h"
#include "domain/invoice.h"

namespace bd::api {

// DELETE /billing/invoices with a DeleteInvoicesRequest body. Checked before sending (one
// selector; only Canceled or Draft by filter); never retried.
class DeleteInvoicesJob final : public ApiJob
{
    Q_OBJECT
public:
    DeleteInvoicesJob(ApiClient *client, const domain::DeleteInvoicesRequest &request,
                      QObject *parent = nullptr);
    // Ids the service reports as deleted, when its answer lists them (the 200 body is not shown).
    const QStringList &deletedIds() const { return m_deleted; }

protected:
    bool parse(const QByteArray &body) override;

private:
    QStringList m_deleted;
};

} // namespace bd::api
