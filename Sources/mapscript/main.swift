print("mapscript")
