drop table assignment_mou_documents;
drop table outbound_logistics_plans;
drop table itinerary_items;
drop table assignments;
