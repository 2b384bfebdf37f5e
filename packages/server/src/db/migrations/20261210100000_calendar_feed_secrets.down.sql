drop table calendar_feed_secrets;
