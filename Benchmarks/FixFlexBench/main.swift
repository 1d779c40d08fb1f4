print("fixflex-bench")
