// PLACEHOLDER: replaced by the module's tests.
