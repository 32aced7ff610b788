#pragma once

#include "api/apijob.h"
#include "domain/contact.h"

namespace bd::api {

// PATCH /contacts/{id} with only the given changes (see domain::contactChanges for the rule on
// cleared fields). Checked against the spec's limits before sending; never retried.
class ContactUpdateJob final : public ApiJob
{
    Q_OBJECT
public:
    ContactUpdateJob(AccountPtr account, const QString &contactId, const domain::ContactWritable &changes,
                     QObject *parent = nullptr);
    const domain::ContactUpdateResult &result() const { return m_result; }

protected:
    bool parse(const QByteArray &body) override;

private:
    domain::ContactUpdateResult m_result;
};

} // namespace bd::api
