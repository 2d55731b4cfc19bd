# String building: a function appends a million short pieces to a local string.
def build(n):
    text = ""
    for i in range(n):
        text += "x" + str(i % 10)
    return text
print(len(build(1000000)))
