#pragma once

#include "api/apijob.h"
#include "domain/invoice.h"

#include <optional>

namespace bd::api {

// DELETE /billing/invoices with a DeleteInvoicesRequest body. Checked before sending (one
// selector; only Canceled or Draft by filter); never retried, whatever the answer (see the
// constructor).
class DeleteInvoicesJob final : public ApiJob
{
    Q_OBJECT
public:
    DeleteInvoicesJob(AccountPtr account, const domain::DeleteInvoicesRequest &request,
                      QObject *parent = nullptr);
    // Ids the service reports as deleted, when its answer lists them (the 200 body is not shown).
    const QStringList &deletedIds() const { return m_deleted; }
    // How many invoices the service reports as deleted: the listed ids, or a count it sent
    // ("count", "deletedCount"); nullopt when the answer says neither.
    std::optional<int> deletedCount() const { return m_count; }

protected:
    bool parse(const QByteArray &body) override;

private:
    QStringList m_deleted;
    std::optional<int> m_count;
};

} // namespace bd::api
