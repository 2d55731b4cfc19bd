# String building: append a million short pieces, then measure the result.
text = ""
for i in range(1000000):
    text += "x" + str(i % 10)
print(len(text))
