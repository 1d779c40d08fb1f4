print("fixflex")
