<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>bd::cli</name>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n product(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n product to %1.</numerusform>
            <numerusform>Wrote %n products to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::domain</name>
    <message numerus="yes">
        <source>The quantity %1 was rounded to %2: %3 allows %n decimal place(s), rounding %4 (the unit of measure&apos;s rule [PEER: Salesforce, Zuora; REC]).</source>
        <translation>
            <numerusform>The quantity %1 was rounded to %2: %3 allows %n decimal place, rounding %4 (the unit of measure&apos;s rule [PEER: Salesforce, Zuora; REC]).</numerusform>
            <numerusform>The quantity %1 was rounded to %2: %3 allows %n decimal places, rounding %4 (the unit of measure&apos;s rule [PEER: Salesforce, Zuora; REC]).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The total is rounded once, half up, to %n decimal place(s) of %1 (ISO 4217); every step before it is exact [NUE].</source>
        <translation>
            <numerusform>The total is rounded once, half up, to %n decimal place of %1 (ISO 4217); every step before it is exact [NUE].</numerusform>
            <numerusform>The total is rounded once, half up, to %n decimal places of %1 (ISO 4217); every step before it is exact [NUE].</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::models::ContactEditor</name>
    <message numerus="yes">
        <source>%Ln contact(s) of customer %1</source>
        <translation>
            <numerusform>%Ln contact of customer %1</numerusform>
            <numerusform>%Ln contacts of customer %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contact(s) with “%1”</source>
        <translation>
            <numerusform>%Ln contact with “%1”</numerusform>
            <numerusform>%Ln contacts with “%1”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::models::InvoiceDeleter</name>
    <message numerus="yes">
        <source>%n invoice id(s)</source>
        <translation>
            <numerusform>%n invoice id</numerusform>
            <numerusform>%n invoice ids</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s)?</source>
        <translation>
            <numerusform>Delete %n invoice?</numerusform>
            <numerusform>Delete %n invoices?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not Canceled or Draft: %n of them; the service will refuse the whole deletion.</source>
        <translation>
            <numerusform>Not Canceled or Draft: %n of them; the service will refuse the whole deletion.</numerusform>
            <numerusform>Not Canceled or Draft: %n of them; the service will refuse the whole deletion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown to the service: %n of them.</source>
        <translation>
            <numerusform>Unknown to the service: %n of them.</numerusform>
            <numerusform>Unknown to the service: %n of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s) with status %1?</source>
        <translation>
            <numerusform>Delete %n invoice with status %1?</numerusform>
            <numerusform>Delete %n invoices with status %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The preview found %n invoice(s) with this status.</source>
        <translation>
            <numerusform>The preview found %n invoice with this status.</numerusform>
            <numerusform>The preview found %n invoices with this status.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n invoice(s): %1.</source>
        <translation>
            <numerusform>Deleted %n invoice: %1.</numerusform>
            <numerusform>Deleted %n invoices: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service deleted %n invoice(s).</source>
        <translation>
            <numerusform>The service deleted %n invoice.</numerusform>
            <numerusform>The service deleted %n invoices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) that were not selected; they are not deleted and not shown.</source>
        <translation>
            <numerusform>The query endpoint also answered %n invoice that was not selected; it is not deleted and not shown.</numerusform>
            <numerusform>The query endpoint also answered %n invoices that were not selected; they are not deleted and not shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) with another status; the service&apos;s filter decides what is deleted.</source>
        <translation>
            <numerusform>The query endpoint also answered %n invoice with another status; the service&apos;s filter decides what is deleted.</numerusform>
            <numerusform>The query endpoint also answered %n invoices with another status; the service&apos;s filter decides what is deleted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::models::JsonTreeModel</name>
    <message numerus="yes">
        <source>{%n field(s)}</source>
        <translation>
            <numerusform>{%n field}</numerusform>
            <numerusform>{%n fields}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n item]</numerusform>
            <numerusform>[%n items]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::models::QuerySchema</name>
    <message numerus="yes">
        <source>%n field(s) known.</source>
        <translation>
            <numerusform>%n field known.</numerusform>
            <numerusform>%n fields known.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogExporter</name>
    <message numerus="yes">
        <source>Exported %Ln product(s) to %1.</source>
        <translation>
            <numerusform>Exported %Ln product to %1.</numerusform>
            <numerusform>Exported %Ln products to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogScreen</name>
    <message numerus="yes">
        <source>%Ln part(s) of the answer did not match the spec and are shown as received.</source>
        <translation>
            <numerusform>%Ln part of the answer did not match the spec and is shown as received.</numerusform>
            <numerusform>%Ln parts of the answer did not match the spec and are shown as received.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln products</source>
        <translation>
            <numerusform>%1 of %Ln product</numerusform>
            <numerusform>%1 of %Ln products</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading canceled; the list is incomplete: %Ln product(s) arrived.</source>
        <translation>
            <numerusform>Loading canceled; the list is incomplete: %Ln product arrived.</numerusform>
            <numerusform>Loading canceled; the list is incomplete: %Ln products arrived.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 The list is incomplete: it shows the %Ln product(s) that arrived.</source>
        <translation>
            <numerusform>%1 The list is incomplete: it shows the %Ln product that arrived.</numerusform>
            <numerusform>%1 The list is incomplete: it shows the %Ln products that arrived.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln product(s) so far… %1</source>
        <translation>
            <numerusform>%Ln product so far… %1</numerusform>
            <numerusform>%Ln products so far… %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln product(s).</source>
        <translation>
            <numerusform>%Ln product.</numerusform>
            <numerusform>%Ln products.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::CommandBar</name>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactHistoryDialog</name>
    <message numerus="yes">
        <source>%Ln changed field(s)</source>
        <translation>
            <numerusform>%Ln changed field</numerusform>
            <numerusform>%Ln changed fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln changed field(s) to %1.</source>
        <translation>
            <numerusform>Exported %Ln changed field to %1.</numerusform>
            <numerusform>Exported %Ln changed fields to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactHistoryPanel</name>
    <message numerus="yes">
        <source>Saves of this contact (%n)</source>
        <translation>
            <numerusform>Saves of this contact (%n)</numerusform>
            <numerusform>Saves of this contact (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactScreen</name>
    <message numerus="yes">
        <source>Save %n change(s) (Ctrl+S).</source>
        <translation>
            <numerusform>Save %n change (Ctrl+S).</numerusform>
            <numerusform>Save %n changes (Ctrl+S).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln more field(s) marked.)</source>
        <translation>
            <numerusform>(%Ln more field marked.)</numerusform>
            <numerusform>(%Ln more fields marked.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Save %n change(s)?</source>
        <translation>
            <numerusform>Save %n change?</numerusform>
            <numerusform>Save %n changes?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::DeleteConfirmDialog</name>
    <message numerus="yes">
        <source>Delete %n invoice(s)</source>
        <translation>
            <numerusform>Delete %n invoice</numerusform>
            <numerusform>Delete %n invoices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::InvoiceScreen</name>
    <message numerus="yes">
        <source>The service knows %n of the ids.</source>
        <translation>
            <numerusform>The service knows %n of the ids.</numerusform>
            <numerusform>The service knows %n of the ids.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The filter selects %n invoice(s).</source>
        <translation>
            <numerusform>The filter selects %n invoice.</numerusform>
            <numerusform>The filter selects %n invoices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listed here: %n.</source>
        <translation>
            <numerusform>Listed here: %n.</numerusform>
            <numerusform>Listed here: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not Canceled or Draft: %n (the service would refuse the whole deletion).</source>
        <translation>
            <numerusform>Not Canceled or Draft: %n (the service would refuse the whole deletion).</numerusform>
            <numerusform>Not Canceled or Draft: %n (the service would refuse the whole deletion).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown to the service: %n id(s).</source>
        <translation>
            <numerusform>Unknown to the service: %n id.</numerusform>
            <numerusform>Unknown to the service: %n ids.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invoice id(s)</source>
        <translation>
            <numerusform>%n invoice id</numerusform>
            <numerusform>%n invoice ids</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n duplicate(s) removed)</source>
        <translation>
            <numerusform>(%n duplicate removed)</numerusform>
            <numerusform>(%n duplicates removed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) sent from this computer to this environment and tenant.</source>
        <translation>
            <numerusform>%n deletion sent from this computer to this environment and tenant.</numerusform>
            <numerusform>%n deletions sent from this computer to this environment and tenant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n deletion(s) to %1.</source>
        <translation>
            <numerusform>Exported %n deletion to %1.</numerusform>
            <numerusform>Exported %n deletions to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) that were not selected; they are not shown.</source>
        <translation>
            <numerusform>The query endpoint also answered %n invoice that were not selected; they are not shown.</numerusform>
            <numerusform>The query endpoint also answered %n invoices that were not selected; they are not shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fill in %n invoice id(s) to delete</source>
        <translation>
            <numerusform>Fill in %n invoice id to delete</numerusform>
            <numerusform>Fill in %n invoice ids to delete</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::PricePanel</name>
    <message numerus="yes">
        <source>up to %n decimal place(s)</source>
        <translation>
            <numerusform>up to %n decimal place</numerusform>
            <numerusform>up to %n decimal places</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::ProductDetailsHtml</name>
    <message numerus="yes">
        <source>%n part(s) of this product did not match the spec and are shown as received:</source>
        <translation>
            <numerusform>%n part of this product did not match the spec and are shown as received:</numerusform>
            <numerusform>%n parts of this product did not match the spec and are shown as received:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryPage</name>
    <message numerus="yes">
        <source>%n error(s).</source>
        <translation>
            <numerusform>%n error.</numerusform>
            <numerusform>%n errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryResultView</name>
    <message numerus="yes">
        <source>Exported %n row(s) to %1.</source>
        <translation>
            <numerusform>Exported %n row to %1.</numerusform>
            <numerusform>Exported %n rows to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n row(s))</source>
        <translation>
            <numerusform>%1 (%n row)</numerusform>
            <numerusform>%1 (%n rows)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n row(s)</source>
        <translation>
            <numerusform>%1 of %n row</numerusform>
            <numerusform>%1 of %n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::TenantScreen</name>
    <message numerus="yes">
        <source>%n field(s) of tenant details</source>
        <translation>
            <numerusform>%n field of tenant details</numerusform>
            <numerusform>%n fields of tenant details</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You belong to %n tenant(s). Pick one and switch: you stay signed in, and every screen reloads for it. A tenant that is not listed can be reached with its access key.</source>
        <translation>
            <numerusform>You belong to %n tenant. Pick one and switch: you stay signed in, and every screen reloads for it. A tenant that is not listed can be reached with its access key.</numerusform>
            <numerusform>You belong to %n tenants. Pick one and switch: you stay signed in, and every screen reloads for it. A tenant that is not listed can be reached with its access key.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::ViewsDialog</name>
    <message numerus="yes">
        <source>Delete %n views?</source>
        <translation>
            <numerusform>Delete %n view?</numerusform>
            <numerusform>Delete %n views?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n view(s).</source>
        <translation>
            <numerusform>Deleted %n view.</numerusform>
            <numerusform>Deleted %n views.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n view(s) to %1.</source>
        <translation>
            <numerusform>Exported %n view to %1.</numerusform>
            <numerusform>Exported %n views to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n view(s).</source>
        <translation>
            <numerusform>Imported %n view.</numerusform>
            <numerusform>Imported %n views.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::WebhookScreen</name>
    <message numerus="yes">
        <source>%n entry(s) in the list the service sent are not records; each is shown as a row saying what arrived.</source>
        <translation>
            <numerusform>%n entry in the list the service sent is not a record; it is shown as a row saying what arrived.</numerusform>
            <numerusform>%n entries in the list the service sent are not records; each is shown as a row saying what arrived.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n webhook endpoint(s)</source>
        <translation>
            <numerusform>%n webhook endpoint</numerusform>
            <numerusform>%n webhook endpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n webhook endpoint(s) shown</source>
        <translation>
            <numerusform>%1 of %n webhook endpoint shown</numerusform>
            <numerusform>%1 of %n webhook endpoints shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n endpoint(s) to %1.</source>
        <translation>
            <numerusform>Exported %n endpoint to %1.</numerusform>
            <numerusform>Exported %n endpoints to %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
