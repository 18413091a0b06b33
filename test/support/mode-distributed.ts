import "./lost-connections";

process.env.BOOKDROP_MODE = "distributed";
