process.env.BOOKDROP_MODE = "embedded";
