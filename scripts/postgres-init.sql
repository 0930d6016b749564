-- Strapi and the commerce API keep separate databases on the one PostgreSQL server.
CREATE DATABASE koolers_cms OWNER koolers;
