process.env.BOOKDROP_MODE = "distributed";
