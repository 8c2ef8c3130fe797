// PLACEHOLDER: replaced by the generator benchmark (issue 4).
print("not yet")
