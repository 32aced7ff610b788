#pragma once

// The account a test's requests belong to: the one the client's session has in use (as a person
// acting now would act), or none (the token endpoint's requests carry no credentials).

#include "api/apiclient.h"

inline bd::api::AccountPtr accountOf(const bd::api::ApiClient &client)
{
    return client.session().current();
}

inline bd::api::AccountPtr anonymousOf(const bd::api::ApiClient &client)
{
    return client.session().candidate(client.signInEnvironment(), {});
}
