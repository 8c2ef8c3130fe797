// PLACEHOLDER: replaced by the runtime benchmark (issue 3).
print("not yet")
