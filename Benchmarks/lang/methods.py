# Method calls on class instances: two million calls that read and write fields.
class Counter:
    def __init__(self):
        self.count = 0
        self.step = 1

    def advance(self, by):
        self.count = self.count + by * self.step
        return self.count

counter = Counter()
last = 0
for i in range(2000000):
    last = counter.advance(i % 3)
print(last)
