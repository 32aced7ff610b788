#include "widgets/shell/screenregistry.h"

#include "widgets/admin/invoicescreen.h"
#include "widgets/admin/tenantscreen.h"
#include "widgets/admin/webhookscreen.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/contacts/contactscreen.h"
#include "widgets/query/queryscreen.h"

namespace bd::widgets {

template <typename S> static Screen *make(const api::AccountPtr &account, QWidget *parent)
{
    return new S(account, parent);
}

const QList<ScreenFactory> &screenFactories()
{
    static const QList<ScreenFactory> screens{
        &make<CatalogScreen>, &make<ContactScreen>, &make<WebhookScreen>,
        &make<TenantScreen>,  &make<InvoiceScreen>, &make<QueryScreen>,
    };
    return screens;
}

} // namespace bd::widgets
