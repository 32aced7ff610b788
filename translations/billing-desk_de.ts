<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CatalogScreen</name>
    <message>
        <source>Search name, SKU, description, features, options (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open by id (01t…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product id to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the product with this id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the visible products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by record type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by price model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by billing timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContactForm</name>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert all changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suffix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email and phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipping address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same as &amp;billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tax exemption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Website</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find contacts by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the text in the search box is: an id (a contact&apos;s, or a customer&apos;s to list its contacts), an email address, or a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An id opens that contact, or lists a customer&apos;s contacts; an email or a name lists the contacts that have it. Recent contacts are in the list. (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contacts found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double-click opens the contact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle name length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last name length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suffix length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeletionLog</name>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoice ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRM flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted ids</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InvoiceScreen</name>
    <message>
        <source>Which invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By invoice &amp;ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select invoices by id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste invoice ids: one per line, or separated by commas or spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoice ids to delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By &amp;status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select invoices by status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status of the invoices to delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected CRM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview the selected invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why deleting is not possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletion message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused the deletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusal title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusal message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusal error code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview and deletion log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoices the deletion selects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletion &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletion log summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the deletion log as CSV or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletions sent from this computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <source>Environment banner</source>
        <translation>Umgebungshinweis</translation>
    </message>
    <message>
        <source>Screens</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;About Billing Desk</source>
        <translation>Ü&amp;ber Billing Desk</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueryScreen</name>
    <message>
        <source>Queries run before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries run before in this environment and tenant, newest first; pick one to load it with its variables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named queries saved in this environment and tenant; pick one to load it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the query under a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the saved query shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ Invoice(where: {status: {_eq: &quot;Draft&quot;}}) { id invoiceNumber totalAmount } }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variables (a JSON object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables, as a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{&quot;status&quot;: &quot;Draft&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the running query (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists of objects in the result that can be exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the list as CSV or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result as a tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ra&amp;w JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result as JSON text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Err&amp;ors (click one to go to its place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors the service reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in — Billing Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service &amp;address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Query address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: the query endpoint&apos;s host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in &amp;with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant access &amp;key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant access key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer (in the keychain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TenantScreen</name>
    <message>
        <source>Signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;witch to this tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to the selected tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another tenant&apos;s access key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access key of another tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to the tenant of this access key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant details, as the service sends them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the tenant details as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as JSON (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh the tenant details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebhookScreen</name>
    <message>
        <source>Filter by any field (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter webhook endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show active or inactive endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the visible endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh the webhook endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint as received (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::api</name>
    <message>
        <source>&quot;%1&quot; is not a web address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http is only allowed to this computer; use https for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only https addresses are supported, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service redirected the request to %1, which is not %2. Your credentials are only sent to %2, so the request was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address %1 redirected to the unencrypted address %2, which was not followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the service address for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key header name cannot be empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::api::ApiError</name>
    <message>
        <source>The service said: %1</source>
        <translation>Der Dienst meldete: %1</translation>
    </message>
    <message>
        <source>The service could not be reached. Check the connection and try again.</source>
        <translation>Der Dienst ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The service took too long to answer. Try again.</source>
        <translation>Der Dienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Plain http is only allowed to this computer; use an https address.</source>
        <translation>Unverschlüsseltes http ist nur zu diesem Computer erlaubt; verwenden Sie eine https-Adresse.</translation>
    </message>
    <message>
        <source>The secure connection could not be verified: %1</source>
        <translation>Die sichere Verbindung konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>The service refused the request as invalid.</source>
        <translation>Der Dienst hat die Anfrage als ungültig abgelehnt.</translation>
    </message>
    <message>
        <source>The service did not accept the credentials. Sign in again.</source>
        <translation>Der Dienst hat die Anmeldedaten nicht akzeptiert. Melden Sie sich erneut an.</translation>
    </message>
    <message>
        <source>The tenant access key was rejected. Pick the tenant again or check its access key.</source>
        <translation>Der Mandanten-Zugriffsschlüssel wurde abgelehnt. Wählen Sie den Mandanten erneut oder prüfen Sie seinen Schlüssel.</translation>
    </message>
    <message>
        <source>Your session has ended. Sign in again to continue.</source>
        <translation>Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.</translation>
    </message>
    <message>
        <source>Not found: it may have been deleted or unpublished.</source>
        <translation>Nicht gefunden: möglicherweise gelöscht oder nicht mehr veröffentlicht.</translation>
    </message>
    <message>
        <source>The service had an internal problem (HTTP %1). Try again later.</source>
        <translation>Im Dienst ist ein interner Fehler aufgetreten (HTTP %1). Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The service answered with HTTP %1.</source>
        <translation>Der Dienst antwortete mit HTTP %1.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Die Antwort des Dienstes war nicht lesbar: %1</translation>
    </message>
    <message>
        <source>The answer was larger than allowed and was stopped.</source>
        <translation>Die Antwort war größer als erlaubt und wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The service is busy (too many requests) and asked us to wait until %1. Try again then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service is busy (too many requests). Try again in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::api::ApiJob</name>
    <message>
        <source>the service sent %1 instead of JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service asked us to wait %1 s — retrying (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::api::ContactJob</name>
    <message>
        <source>Enter a contact id.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::api::ContactListJob</name>
    <message>
        <source>Enter a customer id.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::api::QueryJob</name>
    <message>
        <source>Variables must be a JSON object, for example {&quot;id&quot;: &quot;001...&quot;}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a query, for example { Customer { id name } }.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::api::SignInFlow</name>
    <message>
        <source>Enter the API key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::api::TokenJob</name>
    <message>
        <source>Enter your user name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your password.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::app::Application</name>
    <message>
        <source>Billing Desk</source>
        <translation type="unfinished">Billing Desk</translation>
    </message>
    <message>
        <source>The demo sandbox could not start: %1</source>
        <translation type="unfinished">Die Demo-Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Demo sandbox (%1)</source>
        <translation type="unfinished">Demo-Sandbox (%1)</translation>
    </message>
    <message>
        <source>Switched tenant, but the keychain did not keep its access key: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::app::CommandLine</name>
    <message>
        <source>Desktop client for the Billing and Catalog Service.

Secrets are read from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and BILLING_DESK_TENANT_KEY, or from standard input with --secret-stdin; never from the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the built-in sandbox service and sign in to it.</source>
        <translation type="unfinished">Den eingebauten Sandbox-Dienst starten und sich dort anmelden.</translation>
    </message>
    <message>
        <source>Environment: production, sandbox or custom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service address (https, or http to this computer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address of the query endpoint&apos;s host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication: api-key, token or basic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name for token or Basic authentication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the API key (api-key) or the password (token, basic) from standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--environment must be production, sandbox or custom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--auth must be api-key, token or basic.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::domain</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing, but the service always sends it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the response is not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom field names end in &quot;__c&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the products in an array named &quot;data&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suffix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing postal code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipping street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipping city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipping state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipping postal code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipping country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 characters long; at most %3 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an address like name@example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a real date written YYYY-MM-DD, for example 1985-04-23.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product id &quot;%1&quot; is not a record id: it must be 15 or 18 letters and digits, for example 01t5g000001AbCdEAF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimal scale is %1; it must be between %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounding mode &quot;%1&quot; is not one of Up, Down, Nearest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose invoices either by id or by filter, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the invoices to delete: give ids or a status filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at least one invoice id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter must have the shape {status: {_eq: Canceled}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only canceled or draft invoices can be deleted, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoice ids must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains an unpaired UTF-16 surrogate (%1), which is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains bytes that are not UTF-8 (%1), which is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a valid JSON string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is exactly %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks %2 characters long, but accents written as separate marks count too: it is %3 characters for the service, which allows at most %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tenant object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of webhook endpoints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::json</name>
    <message>
        <source>%1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end of text, a value was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected character, a value was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid number: digits expected after the decimal point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid number: digits expected in the exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>control character in string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid \u escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid escape in string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting too deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a quoted member name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::CatalogModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 price tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qty %1 (min %2, max %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>editable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundle options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price tag</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::ContactEditor</name>
    <message>
        <source>Enter a contact id or a customer id, or search by email or name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No contact or customer has the id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no contact %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” → “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This contact no longer exists on the service; nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln contact(s) of customer %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the email address to look for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the full name to look for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search did not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service could not search: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No contact has “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln contact(s) with “%1”</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The service refused the change without saying why. Fields sent: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::DeletionLogModel</name>
    <message>
        <source>Sent ids: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent filter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted ids: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRM flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::FieldTreeModel</name>
    <message>
        <source>null: the service sent this field without a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::ImageLoader</name>
    <message>
        <source>No image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be loaded: signed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image was not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image is larger than %1 and was not loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::InvoiceDeleter</name>
    <message>
        <source>Delete the invoices in the CRM too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update debit memos in the CRM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update payments in the CRM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mapped invoice record in the connected CRM system is also deleted (notifyCrm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mapped debit memo record in the CRM is updated (notifyDebitMemoChangedToCrm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mapped payment record in the CRM is updated (notifyPaymentChangedToCrm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or paste the ids of the invoices to delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the query endpoint answered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the query endpoint&apos;s answer holds no invoice list</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n invoice id(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, tenant %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s)?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>By id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not Canceled or Draft: %n of them; the service will refuse the whole deletion.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown to the service: %n of them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The preview found all of them, each Canceled or Draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not previewed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every invoice with status %1 (filter %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s) with status %1?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The preview found %n invoice(s) with this status.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete every invoice with status %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preview is unavailable (%1), so how many invoices this deletes is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: %1 (%2 is sent as false).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n invoice(s): %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service deleted %n invoice(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The service accepted the deletion; its answer does not say how many invoices were deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused the deletion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service answered 404 Not Found: at least one of these invoices does not exist (or no longer exists). Preview to see which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service answered 404 Not Found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deletion may or may not have been carried out: preview to see what is left before deleting again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::InvoicePreviewModel</name>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>will be deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not Canceled or Draft: the service refuses the whole deletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service does not know this id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::JsonTreeModel</name>
    <message numerus="yes">
        <source>{%n field(s)}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::QueryError</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::QueryRunner</name>
    <message>
        <source>The variables are not valid JSON: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variables must be a JSON object, for example {&quot;status&quot;: &quot;Draft&quot;}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A query is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a query, for example { Customer { id name } }.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled after %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::TenantController</name>
    <message>
        <source>Enter the access key of the tenant to switch to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your session has ended. Sign in again, then switch tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are already working in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are still working in the same tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are still working in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching tenant was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not accept this tenant access key. Check it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not switch to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that tenant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::models::WebhookModel</name>
    <message>
        <source>Not a record: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service sent %1 in the list of webhook endpoints, where a record was expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This endpoint has no “%1” field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service sent “%1” as null (no value).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field “%1”, as the service names it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::secrets</name>
    <message>
        <source>No keychain is available (no D-Bus session). Secrets are kept for this session only and you will be asked again next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain is available (%1). Secrets are kept for this session only and you will be asked again next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it did not answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::secrets::KeychainSecretStore</name>
    <message>
        <source>The keychain did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::secrets::MemorySecretStore</name>
    <message>
        <source>No secret stored for %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogScreen</name>
    <message>
        <source>Loading the catalog… %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading canceled; the products shown are from before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any record type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any price model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any billing timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) of this product did not match the spec and are shown as received:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configurable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold independently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundle template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no end date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This bundle option names no product to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy product as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing %1, which is not in the list shown (search, filters, or a newer catalog).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln part(s) of the answer did not match the spec and are shown as received.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln product(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln products</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No product is selected. Select one to see its details.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactScreen</name>
    <message>
        <source>Contact id or customer id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edits are on the clipboard as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your unsaved edits are back. Save them, or Revert to drop them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Your edits are kept; press Save to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved. %1 Your edits are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Save %n change(s) (Ctrl+S).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Save %n change(s)?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save these changes to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The changes to %1 are not saved. Discard them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full name, exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved, with warnings from the service:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edits are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy my edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved edits to contact %1 were kept from last time. Open it to restore them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Enter or double-click opens one.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a date (Alt+Down); or type YYYY-MM-DD, or clear the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have unsaved edits to this contact from earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%Ln more field(s) marked.)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to save: no field has changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of at most %3 characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::DeleteConfirmDialog</name>
    <message>
        <source>Confirm deletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRODUCTION: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRM flags sent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted invoices cannot be restored from this application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the deletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is production. Type the tenant name “%1” to confirm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant name, typed to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is production. Type the environment&apos;s name “%1” to confirm:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::InvoiceScreen</name>
    <message>
        <source>Asking the query endpoint what the selection holds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview unavailable: %1. You can still delete; the confirmation says what is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The service knows %n of the ids.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The filter selects %n invoice(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listed here: %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not Canceled or Draft: %n (the service would refuse the whole deletion).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown to the service: %n id(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This service answered only ids and statuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleting… (this request is sent once and never repeated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused the deletion (HTTP %1). What it said:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview again to see what is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deletion is on its way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service has not answered the deletion yet. If you go on, its answer is not shown or logged, but the deletion may still happen. Go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n invoice id(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n duplicate(s) removed)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Filter sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selection changed: preview again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoices with status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deletion is on its way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previewing first…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks for confirmation before anything is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) sent from this computer to this environment and tenant.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export the deletion log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n deletion(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::MainWindow</name>
    <message>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Signed in: %1</source>
        <translation>Angemeldet: %1</translation>
    </message>
    <message>
        <source>Billing Desk — %1</source>
        <translation>Billing Desk — %1</translation>
    </message>
    <message>
        <source>PRODUCTION — changes affect real customers</source>
        <translation>PRODUKTION — Änderungen betreffen echte Kunden</translation>
    </message>
    <message>
        <source>About Billing Desk</source>
        <translation>Über Billing Desk</translation>
    </message>
    <message>
        <source>Screen status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are not signed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sign in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing Desk</source>
        <translation type="unfinished">Billing Desk</translation>
    </message>
    <message>
        <source>Billing Desk &amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Billing Desk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the Billing and Catalog Service: the product catalog, contacts, webhook endpoints, tenant details, invoice deletion and queries.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later: you may use, study, share and change it. It comes with no warranty.&lt;/p&gt;&lt;p&gt;Homepage: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Report a problem: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Secrets are kept in your system&apos;s keychain only.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing Desk help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Getting around&lt;/h3&gt;&lt;table cellspacing=6&gt;%1&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;Search or look up on the current screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;Reload the current screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+C&lt;/td&gt;&lt;td&gt;Copy the selected record as JSON&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S&lt;/td&gt;&lt;td&gt;Save (contacts)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Enter&lt;/td&gt;&lt;td&gt;Run (query)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F10&lt;/td&gt;&lt;td&gt;The menu bar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Q&lt;/td&gt;&lt;td&gt;Quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::MessageBar</name>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryScreen</name>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed the saved query “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No variables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A valid JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running… %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or press Enter to go to line %1, column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n row(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Answered in %1 (HTTP %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save the query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (an existing name is replaced):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::SignInDialog</name>
    <message>
        <source>&amp;Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name and password (token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name and password (Basic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You belong to several tenants: choose one and continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only if your tenants are not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in, but the keychain did not keep your secrets: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in demo (no account needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remember you on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo runs a sample service inside the app, with sample data.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::TenantScreen</name>
    <message>
        <source>&amp;Copy tenant details as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this &amp;value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service sent no details for this tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) of tenant details</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading canceled; the details shown are from before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tenant details could not be loaded. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are now working in %1; every screen reloads for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the tenant details…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes — changes here affect real customers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation type="unfinished">Nicht angemeldet</translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name and password (bearer token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name and password (Basic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (an API key has no user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(name not known yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in to see your tenants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You signed in with an API key, and an API key belongs to one tenant: the key itself selects it. To work in another tenant, sign out and sign in with that tenant&apos;s API key, or with your user name and password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With Basic sign-in each tenant is reached with its own access key. Enter another tenant&apos;s access key to switch to it; your user name and password stay the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service listed no other tenants for this session (it lists them when you sign in with your password). Enter another tenant&apos;s access key to switch to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You belong to %n tenant(s). Pick one and switch: you stay signed in, and every screen reloads for it. A tenant that is not listed can be reached with its access key.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (in use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trying the access key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the tenant details as JSON, exactly as received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bd::widgets::WebhookScreen</name>
    <message>
        <source>There are no webhook endpoints registered for this tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inactive only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy endpoint as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export visible endpoints…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading canceled; the endpoints shown are from before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The webhook endpoints could not be loaded. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the webhook endpoints…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) in the list the service sent are not records; each is shown as a row saying what arrived.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Select an endpoint to see every field it has, as received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every field of this endpoint as received (re-indented):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n webhook endpoint(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n webhook endpoint(s) shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Copied the endpoint as JSON, exactly as received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export webhook endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n endpoint(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
