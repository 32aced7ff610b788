#include "widgets/screenregistry.h"

#include "widgets/catalogscreen.h"
#include "widgets/contactscreen.h"
#include "widgets/invoicescreen.h"
#include "widgets/queryscreen.h"
#include "widgets/tenantscreen.h"
#include "widgets/webhookscreen.h"

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
